import { Button, Card, FormGroup, H2, InputGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { formatDateTime } from '../../../shared/domain/dates.ts'

interface PostScheduleCardProps {
  /** When the saved post is scheduled to go live, or null. */
  scheduledAt: string | null
  saving: boolean
  onSchedule: (at: Date) => void
  onUnschedule: () => void
}

const OWNER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone

/** A `datetime-local` value (the owner's own time zone) as a moment, or null when unreadable. */
function localMoment(value: string): Date | null {
  const date = new Date(value)
  return value === '' || Number.isNaN(date.getTime()) ? null : date
}

/**
 * Publishing later: the owner picks a date and time in their own time zone and schedules the
 * post; the backend publishes it at that minute with no app open. A scheduled post can be
 * unscheduled, back to a draft.
 */
export function PostScheduleCard({
  scheduledAt,
  saving,
  onSchedule,
  onUnschedule,
}: PostScheduleCardProps) {
  const [value, setValue] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const schedule = () => {
    const at = localMoment(value)
    if (!at) {
      setProblem('Choose a date and time')
      return
    }
    if (at.getTime() <= Date.now()) {
      setProblem('Choose a time in the future')
      return
    }
    setProblem(null)
    onSchedule(at)
  }

  return (
    <Card elevation={1} className="admin-card">
      <H2 className="admin-card-title">Schedule</H2>
      {scheduledAt && (
        <p className="admin-hint" role="status">
          Scheduled for {formatDateTime(scheduledAt)}. It goes live then, with no app open.
        </p>
      )}
      <FormGroup
        label={`Publish on (your time zone, ${OWNER_TIME_ZONE})`}
        labelFor="post-schedule"
        intent={problem ? 'danger' : 'none'}
        helperText={problem ?? undefined}
      >
        <InputGroup
          id="post-schedule"
          type="datetime-local"
          intent={problem ? 'danger' : 'none'}
          aria-invalid={problem ? true : undefined}
          value={value}
          onValueChange={(next) => {
            setValue(next)
            setProblem(null)
          }}
        />
      </FormGroup>
      <div className="admin-actions">
        <Button icon="time" text="Schedule" disabled={saving} onClick={schedule} />
        {scheduledAt && (
          <Button icon="cross" text="Unschedule" disabled={saving} onClick={onUnschedule} />
        )}
      </div>
    </Card>
  )
}
