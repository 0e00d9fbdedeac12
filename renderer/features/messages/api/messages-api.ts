import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteMessage,
  getMessagePrefs,
  getMessages,
  readAllMessages,
  readMessage,
  setMessagePrefs,
  type MessageCategory,
} from '../../../../shared/api/inbox.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { call } from '../../../lib/api-client.ts';

export const inboxPageSize = 10;

export type InboxFilter = { category: MessageCategory | null; unreadOnly: boolean; page: number };

export const messagesKeys = {
  list: (filter: InboxFilter) => [...queryKeys.inbox, 'list', filter] as const,
  prefs: [...queryKeys.inbox, 'prefs'] as const,
};

export function useMessages(filter: InboxFilter) {
  return useQuery({
    queryKey: messagesKeys.list(filter),
    queryFn: ({ signal }) =>
      call(
        getMessages,
        {
          pageNo: filter.page,
          pageSize: inboxPageSize,
          ...(filter.category ? { category: filter.category } : {}),
          ...(filter.unreadOnly ? { unreadOnly: true } : {}),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** The inbox's calls answer the unread count after them: the shared count (badges) is set from it at once. */
function useInboxMutation<TInput>(run: (input: TInput) => Promise<{ unreadCount: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData(queryKeys.unreadCount, unreadCount);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.inbox,
        predicate: (query) => query.queryKey[1] === 'list',
      });
    },
  });
}

export function useReadMessage() {
  return useInboxMutation((input: { messageId: number; read: boolean }) => call(readMessage, input));
}

export function useReadAll() {
  return useInboxMutation(() => call(readAllMessages, {}));
}

export function useDeleteMessage() {
  return useInboxMutation((messageId: number) => call(deleteMessage, { messageId }));
}

export function useMessagePrefs() {
  return useQuery({
    queryKey: messagesKeys.prefs,
    queryFn: ({ signal }) => call(getMessagePrefs, {}, { signal }),
  });
}

export function useSetMessagePrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marketingOptOut: boolean) => call(setMessagePrefs, { marketingOptOut }),
    onSuccess: (_result, marketingOptOut) =>
      queryClient.setQueryData(messagesKeys.prefs, { marketingOptOut }),
  });
}
