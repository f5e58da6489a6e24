-- CALL sys.compact of an emptied table (TRUNCATE) finds no live data file: Paimon's compact job hands its committer nothing,
-- so it neither commits nor expires although snapshot.num-retained.max was lowered to 1; the next INSERT's commit expires
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 instead (flink-oracle, sweep 34 mx)
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '10');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (3, 'c');
TRUNCATE TABLE t;
ALTER TABLE t SET ('snapshot.num-retained.max' = '1');
CALL sys.compact(`table` => 'default.t');
SELECT snapshot_id, commit_kind FROM t$snapshots;
INSERT INTO t VALUES (4, 'd');
SELECT snapshot_id, commit_kind FROM t$snapshots;
SELECT * FROM t;
