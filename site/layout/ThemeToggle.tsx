import type { ThemePreference } from '../theme/theme.ts'
import { useTheme } from '../theme/useTheme.ts'

const OPTIONS: { value: ThemePreference; label: string; icon: string }[] = [
  {
    value: 'light',
    label: 'Light',
    icon: 'M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
  },
  { value: 'dark', label: 'Dark', icon: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z' },
  { value: 'system', label: 'System', icon: 'M4 5h16v11H4zM9 20h6m-3-4v4' },
]

/** Light, Dark or System, as three toggle buttons. */
export function ThemeToggle() {
  const [preference, setPreference] = useTheme()
  return (
    <div className="theme-toggle" role="group" aria-label="Theme">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="theme-toggle__option"
          aria-pressed={preference === option.value}
          title={option.label}
          onClick={() => {
            setPreference(option.value)
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d={option.icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="visually-hidden">{option.label}</span>
        </button>
      ))}
    </div>
  )
}
