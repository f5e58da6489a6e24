-- partial-update write buffer: a key's versions of one commit holding a retraction are one level-0 record where the
-- merged row loses nothing, as Paimon's buffer stores them: remove-record-on-delete -D then an add setting every column,
-- -U then +U, an add then -D; sequence groups' -U / -D after an add (plain and sum groups)
-- (probe flink-oracle/probes/pu34/pu34_buffer_rules; expected output: Flink 2.0 + Paimon 1.4.2)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 34 pu, 2026-12-04); the Java-API interpreter runs no $files reads
CREATE TABLE t1 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true', 'write-only' = 'true');
INSERT INTO t1 VALUES (1, 'a', 1), (2, 'b', 2), (3, 'c', 3), (4, 'd', 4);
INSERT INTO t1 VALUES -D(2, 'b', 2), +I(2, 'b2', 20), -U(3, 'c', 3), +U(3, 'c2', 30), +I(4, 'x', 40), -D(4, 'x', 40);
SELECT `level`, record_count FROM t1$files ORDER BY `level`, record_count;
SELECT commit_kind, total_record_count, delta_record_count FROM t1$snapshots WHERE delta_record_count > 0;
SELECT * FROM t1 ORDER BY k;
INSERT INTO t1 VALUES -D(1, 'a', 1), -D(3, 'c2', 30), +I(3, 'c3', 33), +I(5, 'e', 5), +U(5, 'e2', 50);
SELECT `level`, record_count FROM t1$files ORDER BY `level`, record_count;
SELECT * FROM t1 ORDER BY k;
CREATE TABLE t3 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true', 'write-only' = 'true');
INSERT INTO t3 VALUES (2, 'b', 2);
INSERT INTO t3 VALUES -U(2, 'b', 2), +U(2, 'b2', CAST(NULL AS INT));
SELECT `level`, record_count FROM t3$files ORDER BY `level`, record_count;
SELECT * FROM t3 ORDER BY k;
CREATE TABLE t5 (k INT, a STRING, g1 INT, s INT, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'a', 'fields.g2.sequence-group' = 's', 'fields.s.aggregate-function' = 'sum', 'write-only' = 'true');
INSERT INTO t5 VALUES (1, 'a', 1, 10, 1), (3, 'c', 1, 10, 1);
INSERT INTO t5 VALUES +I(1, 'a2', 2, 5, 2), -U(1, 'a2', 2, 5, 2), +U(1, 'a3', 3, 7, 3), +I(3, 'c2', 2, 4, 2), -U(3, 'c2', 2, 4, 2);
SELECT `level`, record_count FROM t5$files ORDER BY `level`, record_count;
SELECT commit_kind, total_record_count, delta_record_count FROM t5$snapshots WHERE delta_record_count > 0;
SELECT * FROM t5 ORDER BY k;
CREATE TABLE t6 (k INT, a STRING, g1 INT, b STRING, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'a', 'fields.g2.sequence-group' = 'b', 'write-only' = 'true');
INSERT INTO t6 VALUES (1, 'a', 1, 'b', 1), (2, 'a', 5, 'b', 5), (3, 'a', 1, 'b', 1);
INSERT INTO t6 VALUES +I(1, 'a2', 3, 'b2', 3), -U(1, 'x', 2, 'y', 4), +U(1, 'a4', 4, 'b4', 1), +I(2, 'a2', 3, 'b2', 3), -D(2, 'a2', 4, 'b2', 6), +I(3, 'a3', 3, 'b3', 3), -D(3, 'a3', 3, 'b3', 3);
SELECT `level`, record_count FROM t6$files ORDER BY `level`, record_count;
SELECT * FROM t6 ORDER BY k;
