-- record-level expiration has no effect on an append table's compaction.
CREATE TABLE t (k INT, ts INT) WITH ('bucket' = '1', 'bucket-key' = 'k', 'record-level.expire-time' = '1 d', 'record-level.time-field' = 'ts');
INSERT INTO t VALUES (1, 0), (2, 2000000000);
INSERT INTO t VALUES (3, 0);
CALL sys.compact('default.t');
SELECT * FROM t;
