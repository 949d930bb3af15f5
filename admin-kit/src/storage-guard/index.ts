export {
  RequireStoredIds,
  RequireFlyerMarketId,
  type RequireStoredIdsProps,
  type StoredIdName,
  type StoredIds,
} from './require-stored-ids';
