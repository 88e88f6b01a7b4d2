/**
 * The demo's segment on the Caernarvon levee: it has captions of its own
 * (demo-api/media/captions), which the spoken-word index reads.
 */
export const LEVEE_SEGMENT = {
  title: 'Dynamiting the Caernarvon Levee',
  path: '/video_v2/asset-detail/LPB-SG-1138',
};
