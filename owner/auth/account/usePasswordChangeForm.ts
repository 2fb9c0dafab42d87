import { type SyntheticEvent, useState } from 'react'
import { ACCOUNT_MESSAGES } from '../../data/auth/accountMessages.ts'
import { usePasswordChangeMutation } from '../../data/auth/usePasswordChangeMutation.ts'
import { BackendError } from '../../../shared/backend/errors.ts'
import { passwordLengthProblem } from '../../../shared/domain/passwordRules.ts'
import { usePasswordBreachCheck } from '../usePasswordBreachCheck.ts'

/**
 * The password change's fields, what is wrong with them, and the change itself; wrong current
 * passwords are counted, and a change that went through empties the fields.
 */
export function usePasswordChangeForm() {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [repeated, setRepeated] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [wrongCurrent, setWrongCurrent] = useState(0)
  const tooLong = passwordLengthProblem(next)
  const breached = usePasswordBreachCheck(next, true)
  const change = usePasswordChangeMutation()

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (current === '' || next === '' || repeated === '') {
      setProblem(ACCOUNT_MESSAGES.passwordFieldsMissing)
      return
    }
    if (next !== repeated) {
      setProblem(ACCOUNT_MESSAGES.passwordsDiffer)
      return
    }
    if (tooLong) {
      setProblem(tooLong)
      return
    }
    setProblem(null)
    change.mutate(
      { current, next },
      {
        onSuccess: (outcome) => {
          if (outcome !== 'changed') return
          setCurrent('')
          setNext('')
          setRepeated('')
          setWrongCurrent(0)
        },
        onError: (error) => {
          if (error instanceof BackendError && error.code === 'current_password_invalid')
            setWrongCurrent((count) => count + 1)
        },
      },
    )
  }

  return {
    fields: { current, setCurrent, next, setNext, repeated, setRepeated },
    problem,
    wrongCurrent,
    tooLong,
    breached,
    changing: change.isPending,
    submit,
  }
}
