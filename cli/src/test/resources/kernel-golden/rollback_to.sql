-- CALL sys.rollback_to (Paimon's procedure: table, tag, snapshot_id; answers (previous_snapshot_id, current_snapshot_id) as Paimon 1.4.2's
-- Flink procedure does, checked with Flink 2.0, flink-oracle). Checked against Apache Paimon
-- 1.4.2's Table.rollbackTo on the same commits: the target's rows, the next commit takes the id after the target.
CREATE TABLE t (id BIGINT, v STRING, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO t VALUES (0, 'v0');
INSERT INTO t VALUES (1, 'v1');
INSERT INTO t VALUES (2, 'v2');
INSERT INTO t VALUES (3, 'v3');
CALL sys.rollback_to(`table` => 'default.t', snapshot_id => 2);
SELECT * FROM t ORDER BY id;
INSERT INTO t VALUES (9, 'v9');
SELECT snapshot_id, total_record_count FROM t$snapshots;
CALL sys.rollback_to('default.t', '', 1);
SELECT * FROM t;
