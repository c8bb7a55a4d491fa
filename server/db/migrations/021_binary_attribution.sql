-- Issue 29 point 5: a binary pairing names the orders it paired, first in first out
-- (server/shared/binary-attribution.ts). A leg row's place in the leg's queue is the leg's
-- points after it (total_left or total_right); a pairing looks up the few rows that overlap
-- the part of the queue it deducted, whatever the size of the carry before and after it.
CREATE INDEX binary_history_leg_position_idx ON binary_history
  (member_id, leg, (CASE leg WHEN 'L' THEN total_left ELSE total_right END), id)
  WHERE leg IS NOT NULL AND pv_added > 0;
