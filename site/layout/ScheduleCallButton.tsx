import { useScheduleCall } from './ScheduleCall.tsx'

/** A page's own 'Schedule a Call' button, beside the header's. */
export function ScheduleCallButton() {
  const scheduleCall = useScheduleCall()
  return (
    <button type="button" className="button button--primary" onClick={scheduleCall}>
      Schedule a Call
    </button>
  )
}
