-- ag32: what Paimon's write buffer stores in a level-0 file for a key with several versions in one commit (aggregation, write-only: files stay on level 0)
CREATE TABLE t1 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'write-only' = 'true');
INSERT INTO t1 VALUES (1, 'a', 1), (2, 'b', 2);
INSERT INTO t1 VALUES -U(2, 'b', 2), +U(2, 'b2', 20), +I(3, 'c', 3), +U(3, 'c2', 30), -D(1, 'a', 1);
SELECT `level`, record_count FROM t1$files ORDER BY `level`, record_count;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t1$snapshots;
SELECT * FROM t1 ORDER BY k;
-- the add after the retraction has a null v (last_non_null_value): merged, v is null
CREATE TABLE t2 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'write-only' = 'true');
INSERT INTO t2 VALUES (2, 'b', 2);
INSERT INTO t2 VALUES -U(2, 'b', 2), +U(2, CAST(NULL AS STRING), 20);
SELECT `level`, record_count FROM t2$files ORDER BY `level`, record_count;
SELECT * FROM t2 ORDER BY k;
-- a commit ending with a retraction of the key
CREATE TABLE t3 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'write-only' = 'true');
INSERT INTO t3 VALUES (2, 'b', 2);
INSERT INTO t3 VALUES +I(2, 'x', 5), -U(2, 'x', 5);
SELECT `level`, record_count FROM t3$files ORDER BY `level`, record_count;
SELECT * FROM t3 ORDER BY k;
-- collect (a retraction removes the element) and product
CREATE TABLE t4 (k INT, c ARRAY<INT>, p INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.c.aggregate-function' = 'collect', 'fields.p.aggregate-function' = 'product', 'write-only' = 'true');
INSERT INTO t4 VALUES (2, ARRAY[1], 2);
INSERT INTO t4 VALUES -U(2, ARRAY[1], 2), +U(2, ARRAY[7], 4);
SELECT `level`, record_count FROM t4$files ORDER BY `level`, record_count;
SELECT * FROM t4 ORDER BY k;
-- ignore-retract on max, and a lone -U of an absent key
CREATE TABLE t5 (k INT, m INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.m.aggregate-function' = 'max', 'fields.m.ignore-retract' = 'true', 'fields.n.aggregate-function' = 'sum', 'write-only' = 'true');
INSERT INTO t5 VALUES (2, 2, 2);
INSERT INTO t5 VALUES -U(2, 2, 2), +U(2, 1, 20), -U(9, 9, 9);
SELECT `level`, record_count FROM t5$files ORDER BY `level`, record_count;
SELECT * FROM t5 ORDER BY k;
