import { deleteEnquiry } from '../../../shared/backend/enquiries.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { enquiryKeys } from './keys.ts'

export function useEnquiryDeleteMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (id: string) => deleteEnquiry(client, id),
    invalidates: [enquiryKeys.all],
    done: () => ({ title: 'Enquiry deleted successfully' }),
    failed: (reason) => ({ title: `Failed to delete enquiry: ${reason}`, intent: 'danger' }),
  })
}
