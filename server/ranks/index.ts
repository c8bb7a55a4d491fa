// The ranks area's public entry: what other areas, the seed and the composition root use of it.
export { rankProgressRoutes } from './rank-progress-routes';
export { awardedRankIds, getRankStats, insertRankHistory, listRanks } from './rank-repo';
export {
  highestRankMet,
  MANUAL_RANK_TYPE,
  meetsRank,
  mightReachNewRank,
  type RankCriteria,
  type RankStats,
  ranksToAward,
} from './ranks';
