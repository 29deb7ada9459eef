// What the GST exports share: who may download them, and the name a period's file is saved under.
export const READERS = ['admin', 'accounts'] as const;

export const fileName = (period: { from: string; to: string }, extension: string, prefix = 'gst') =>
  `${prefix}-${period.from}-to-${period.to}.${extension}`;
