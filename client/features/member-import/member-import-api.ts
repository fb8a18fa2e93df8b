import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberImportEndpoints as api } from '@common/contracts/endpoints/member-import';
import { personalInvitationsEndpoints } from '@common/contracts/endpoints/invitations';
import { membersEndpoints } from '@common/contracts/endpoints/members';
import { playersEndpoints } from '@common/contracts/endpoints/players';
import type { ColumnMapping, MemberImportRow } from '@common/contracts/member-import';
import { call, queryKeyOf, upload } from '../../lib/api-client';

/** Reads the file (with the columns mapped by hand, when any): nothing is written. */
export function usePreviewFile() {
  return useMutation({
    mutationFn: ({ file, columns }: { file: File; columns?: ColumnMapping }) => {
      const form = new FormData();
      if (columns) form.append('columns', JSON.stringify(columns));
      form.append('file', file);
      return upload(api.preview, form);
    },
  });
}

/** The rows as corrected, checked again by the server. */
export function useCheckRows() {
  return useMutation({ mutationFn: (rows: MemberImportRow[]) => call(api.check, { body: { rows } }) });
}

/** Writes the valid rows in one go; the people lists read again afterwards. */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: MemberImportRow[]) => call(api.confirm, { body: { rows } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(membersEndpoints.list) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(playersEndpoints.list) });
    },
  });
}

/** Personal invitations for the people just created (decision 101). */
export function useSendInvitations() {
  return useMutation({
    mutationFn: (userIds: number[]) => call(personalInvitationsEndpoints.send, { body: { userIds } }),
  });
}
