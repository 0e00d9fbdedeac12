import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMessage, formatPatternMessage } from '../../../../shared/rules/patterns.ts';

/** A refusal from shared/rules (validateField, validateMobile) or a plain message key of the auth namespace. */
export type Problem = {
  messageKey: string;
  min?: number;
  max?: number;
  digits?: string;
  /** the platform's own text for a field it refused (already in the request's language) */
  text?: string;
};

/** Turns a refusal into text: the auth locale's message with (min)/(max) and {0} substituted. */
export function useFieldMessage() {
  const { t } = useTranslation('auth');
  return useCallback(
    (problem: Problem | null | undefined): string | null => {
      if (!problem) return null;
      if (problem.text) return problem.text;
      const template = t(problem.messageKey);
      const ranged =
        problem.min !== undefined && problem.max !== undefined
          ? formatPatternMessage(template, problem.min, problem.max)
          : template;
      return problem.digits !== undefined ? formatMessage(ranged, problem.digits) : ranged;
    },
    [t],
  );
}
