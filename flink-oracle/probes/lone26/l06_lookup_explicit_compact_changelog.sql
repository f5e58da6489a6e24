CREATE TABLE w (k INT, c ARRAY<INT>, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.c.aggregate-function' = 'collect', 'fields.c.distinct' = 'true', 'fields.n.aggregate-function' = 'sum', 'changelog-producer' = 'lookup', 'write-only' = 'true');
INSERT INTO w VALUES (1, ARRAY[1, 1, 2], 1), (2, ARRAY[3, 3], 2);
CALL sys.compact('default.w');
SELECT * FROM w;
SELECT snapshot_id, commit_kind FROM w$snapshots;
SET 'execution.runtime-mode' = 'streaming';
SELECT 'c', k, c, n FROM w /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
