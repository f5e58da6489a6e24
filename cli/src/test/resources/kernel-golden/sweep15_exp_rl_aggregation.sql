-- Record-level expiration on an aggregation table: expired versions are left out of the sum when compaction merges.
CREATE TABLE t (k INT, s BIGINT, ts INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum', 'fields.ts.aggregate-function' = 'max', 'record-level.expire-time' = '1 d', 'record-level.time-field' = 'ts');
INSERT INTO t VALUES (1, 10, 0), (2, 20, 0);
INSERT INTO t VALUES (1, 5, 2000000000);
SELECT * FROM t;
CALL sys.compact('default.t');
SELECT * FROM t;
