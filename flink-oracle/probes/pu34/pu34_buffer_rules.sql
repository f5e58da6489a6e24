-- pu34: what Paimon's write buffer stores in a level-0 file for a partial-update key with retractions among its versions of one commit (write-only: files stay on level 0)
-- .out: Flink 2.0 + Paimon 1.4.2's output (sweep 34 pu). Varve differs by decision in t2 (Paimon read no row: the
-- statement with a CAST NULL may run reordered, or its -D then add brings the old values back), t3 key 7 (Paimon starts a
-- merge whose first record is a -U from its values: (7, z2, 7); Varve ignores the -U: (7, z2, null)), t4 (Paimon merges
-- -U, -U into a -D that removes the row; Varve keeps (2, b, 2)), t5 key 2 (Paimon 13: the -U is lost in the merged row;
-- Varve 3), and in the record counts of those groups, which Varve keeps apart.
-- remove-record-on-delete: -D then an add setting every column; -U then +U; an add then -D
CREATE TABLE t1 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true', 'write-only' = 'true');
INSERT INTO t1 VALUES (1, 'a', 1), (2, 'b', 2), (3, 'c', 3), (4, 'd', 4);
INSERT INTO t1 VALUES -D(2, 'b', 2), +I(2, 'b2', 20), -U(3, 'c', 3), +U(3, 'c2', 30), +I(4, 'x', 40), -D(4, 'x', 40);
SELECT `level`, record_count FROM t1$files ORDER BY `level`, record_count;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t1$snapshots;
SELECT * FROM t1 ORDER BY k;
-- -D then an add leaving a column null
CREATE TABLE t2 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true', 'write-only' = 'true');
INSERT INTO t2 VALUES (2, 'b', 2);
INSERT INTO t2 VALUES -D(2, 'b', 2), +I(2, CAST(NULL AS STRING), 20);
SELECT `level`, record_count FROM t2$files ORDER BY `level`, record_count;
SELECT * FROM t2 ORDER BY k;
-- -U then +U leaving a column null, over a row and for a new key
CREATE TABLE t3 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true', 'write-only' = 'true');
INSERT INTO t3 VALUES (2, 'b', 2);
INSERT INTO t3 VALUES -U(2, 'b', 2), +U(2, 'b2', CAST(NULL AS INT)), -U(7, 'z', 7), +U(7, 'z2', CAST(NULL AS INT));
SELECT `level`, record_count FROM t3$files ORDER BY `level`, record_count;
SELECT * FROM t3 ORDER BY k;
-- -U only
CREATE TABLE t4 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true', 'write-only' = 'true');
INSERT INTO t4 VALUES (2, 'b', 2);
INSERT INTO t4 VALUES -U(2, 'b', 2), -U(2, 'b', 2);
SELECT `level`, record_count FROM t4$files ORDER BY `level`, record_count;
SELECT * FROM t4 ORDER BY k;
-- sequence groups (a plain group, a sum group): first version an add; first version a retraction
CREATE TABLE t5 (k INT, a STRING, g1 INT, s INT, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'a', 'fields.g2.sequence-group' = 's', 'fields.s.aggregate-function' = 'sum', 'write-only' = 'true');
INSERT INTO t5 VALUES (1, 'a', 1, 10, 1), (2, 'b', 1, 10, 1), (3, 'c', 1, 10, 1);
INSERT INTO t5 VALUES +I(1, 'a2', 2, 5, 2), -U(1, 'a2', 2, 5, 2), +U(1, 'a3', 3, 7, 3), -U(2, 'b', 1, 10, 1), +U(2, 'b2', 2, 3, 2), +I(3, 'c2', 2, 4, 2), -U(3, 'c2', 2, 4, 2);
SELECT `level`, record_count FROM t5$files ORDER BY `level`, record_count;
SELECT * FROM t5 ORDER BY k;
-- sequence groups: an add whose group sequence is lower than the retraction's, a group untouched by the add
CREATE TABLE t6 (k INT, a STRING, g1 INT, b STRING, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'a', 'fields.g2.sequence-group' = 'b', 'write-only' = 'true');
INSERT INTO t6 VALUES (1, 'a', 1, 'b', 1), (2, 'a', 5, 'b', 5);
INSERT INTO t6 VALUES +I(1, 'a2', 3, CAST(NULL AS STRING), CAST(NULL AS INT)), -U(1, 'x', 2, 'y', 2), +U(1, CAST(NULL AS STRING), CAST(NULL AS INT), 'b3', 3), +I(2, 'a2', 3, 'b2', 3), -D(2, 'a2', 4, 'b2', 4);
SELECT `level`, record_count FROM t6$files ORDER BY `level`, record_count;
SELECT * FROM t6 ORDER BY k;
