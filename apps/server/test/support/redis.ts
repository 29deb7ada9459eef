// The Redis the rate-limit tests share counts through: TEST_REDIS_URL (CI sets it when a Redis answers
// on 127.0.0.1:6379). Unset, those tests are skipped.
export const TEST_REDIS_URL: string | undefined = process.env.TEST_REDIS_URL || undefined;
