import {
  type Column,
  type Relation,
  type Routine,
  type RoutineArgument,
  type RoutineResult,
  valueColumn,
} from './catalogue.ts'
import type { ComputedRelationship } from './relationships.ts'

/**
 * The functions of an exposed schema as the catalogue reads them: their arguments and results,
 * which of them /rpc can call, and which are computed fields and relationships of a relation.
 */

export interface RoutineRow {
  schema: string
  name: string
  arg_names: string[]
  arg_modes: string[]
  arg_types: string[]
  first_input_type: number | null
  input_count: number
  default_count: number
  return_type: string
  return_relid: number
  return_is_record: boolean
  return_is_void: boolean
  returns_set: boolean
  volatility: string
  rows: number
}

/** A column of a relation whose row type a function takes or returns. */
export interface AttributeRow {
  relation_oid: number
  schema: string
  relation: string
  attnum: number
  name: string
  data_type: string
  base_type: string
  nullable: boolean
}

export function buildRoutine(row: RoutineRow, attributes: Map<number, AttributeRow[]>): Routine {
  const modes = row.arg_modes.length > 0 ? row.arg_modes : row.arg_types.map(() => 'i')
  const inputs: RoutineArgument[] = []
  const outputs = new Map<string, Column>()
  row.arg_types.forEach((type, index) => {
    const mode = modes[index] ?? 'i'
    const name = row.arg_names[index] ?? ''
    if (mode === 'i' || mode === 'b' || mode === 'v') {
      inputs.push({ name, type, hasDefault: false, variadic: mode === 'v' })
    }
    if (mode === 'o' || mode === 'b' || mode === 't') {
      outputs.set(name, valueColumn(name, type))
    }
  })
  inputs.forEach((argument, index) => {
    argument.hasDefault = index >= inputs.length - row.default_count
  })
  return {
    schema: row.schema,
    name: row.name,
    arguments: inputs,
    result: routineResult(row, outputs, attributes),
    returnType: row.return_type,
    returnsSet: row.returns_set,
    volatility:
      row.volatility === 'v' ? 'volatile' : row.volatility === 's' ? 'stable' : 'immutable',
    rows: row.rows,
  }
}

function routineResult(
  row: RoutineRow,
  outputs: Map<string, Column>,
  attributes: Map<number, AttributeRow[]>,
): RoutineResult {
  if (row.return_is_void) return { kind: 'void' }
  if (row.return_relid > 0) {
    const columns = attributes.get(row.return_relid) ?? []
    const [first] = columns
    const relation = first?.schema === row.schema ? first.relation : null
    return { kind: 'composite', relation, columns: columnMap(columns) }
  }
  if (row.return_is_record) {
    return outputs.size > 0
      ? { kind: 'composite', relation: null, columns: outputs }
      : { kind: 'record' }
  }
  return { kind: 'scalar', type: row.return_type }
}

/** Functions called through /rpc: every input named, or a single unnamed body parameter. */
export function isCallable(routine: Routine): boolean {
  const unnamed = routine.arguments.filter((argument) => argument.name === '')
  if (unnamed.length === 0) return true
  const [only] = routine.arguments
  return (
    routine.arguments.length === 1 &&
    only !== undefined &&
    ['json', 'jsonb', 'text', 'xml', 'bytea'].includes(only.type)
  )
}

/** Routines whose single input is a relation's row type: computed fields and relationships. */
export function computedFieldsOf(
  rows: RoutineRow[],
  routines: Routine[],
  rowTypes: Map<number, { schema: string; relation: string }>,
): Map<string, Map<string, Routine>> {
  const fields = new Map<string, Map<string, Routine>>()
  rows.forEach((row, index) => {
    const routine = routines[index]
    const owner = row.first_input_type === null ? undefined : rowTypes.get(row.first_input_type)
    if (!routine || !owner || row.input_count !== 1 || owner.schema !== row.schema) return
    const byName = fields.get(owner.relation) ?? new Map<string, Routine>()
    byName.set(routine.name, routine)
    fields.set(owner.relation, byName)
  })
  return fields
}

export function computedRelationshipsOf(
  computedFields: Map<string, Map<string, Routine>>,
  relations: Map<string, Relation>,
): ComputedRelationship[] {
  return [...computedFields].flatMap(([origin, fields]) =>
    [...fields.values()].flatMap((routine): ComputedRelationship[] => {
      const target = routine.result.kind === 'composite' ? routine.result.relation : null
      if (!target || !relations.has(target)) return []
      return [
        {
          kind: 'computed',
          origin,
          target,
          name: routine.name,
          routine,
          toOne: !routine.returnsSet || routine.rows === 1,
        },
      ]
    }),
  )
}

function columnMap(rows: AttributeRow[]): Map<string, Column> {
  return new Map(
    rows.map((row) => [
      row.name,
      {
        name: row.name,
        type: row.data_type,
        baseType: row.base_type,
        nullable: row.nullable,
        hasDefault: false,
        defaultSql: null,
      },
    ]),
  )
}

export function groupByName(routines: Routine[]): Map<string, Routine[]> {
  const byName = new Map<string, Routine[]>()
  for (const routine of routines)
    byName.set(routine.name, [...(byName.get(routine.name) ?? []), routine])
  return byName
}
