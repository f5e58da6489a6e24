-- Record-level expiration on a partial-update table: the expired version's column is not merged in once compaction rewrites the file.
CREATE TABLE t (k INT, a STRING, b STRING, ts INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'record-level.expire-time' = '1 d', 'record-level.time-field' = 'ts');
INSERT INTO t VALUES (1, 'a1', CAST(NULL AS STRING), 2000000000);
INSERT INTO t VALUES (1, CAST(NULL AS STRING), 'b1', 0);
SELECT * FROM t;
CALL sys.compact('default.t');
SELECT * FROM t;
