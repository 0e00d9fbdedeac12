import { useQuery } from '@tanstack/react-query';
import { getChatModels, launchChat } from '../../../../shared/api/common.ts';
import type { ResponseOf } from '../../../../shared/api/contract.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { call } from '../../../lib/api-client.ts';

export type ChatModel = ResponseOf<typeof getChatModels>[number];

export function useChatModels(language: Language) {
  return useQuery({
    queryKey: ['chat', 'models', language] as const,
    queryFn: ({ signal }) => call(getChatModels, { language }, { signal }),
    // who is online and how many watch changes as the page stays open
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}

export function openRoom(modelId: string, language: Language) {
  return call(launchChat, { modelId, language });
}
