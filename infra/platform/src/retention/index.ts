export {
  ANONYMOUS_DATA_RETENTION_MS,
  INSIGHTS_RETENTION_MS,
  purgeExpiredData,
  type PurgeCounts,
  type RetentionSettings,
} from './purge';
export { RETENTION_INTERVAL_MS, retentionSchedule, scheduleRetention } from './schedule';
