-- ag32: Paimon's write buffer with aggregation options and changelog producers (write-only: files stay on level 0)
-- remove-record-on-delete: -D then +I of a key in one commit
CREATE TABLE t1 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'aggregation.remove-record-on-delete' = 'true', 'write-only' = 'true');
INSERT INTO t1 VALUES (2, 'b', 2);
INSERT INTO t1 VALUES -D(2, 'b', 2), +I(2, 'b2', 20);
SELECT `level`, record_count FROM t1$files ORDER BY `level`, record_count;
SELECT * FROM t1 ORDER BY k;
-- sequence.field
CREATE TABLE t2 (k INT, v STRING, n INT, s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'sequence.field' = 's', 'write-only' = 'true');
INSERT INTO t2 VALUES (2, 'b', 2, 1);
INSERT INTO t2 VALUES -U(2, 'b', 2, 1), +U(2, 'b2', 20, 2);
SELECT `level`, record_count FROM t2$files ORDER BY `level`, record_count;
SELECT * FROM t2 ORDER BY k;
-- input producer: the data file merges, the changelog keeps the input
CREATE TABLE t3 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'changelog-producer' = 'input', 'write-only' = 'true');
INSERT INTO t3 VALUES (2, 'b', 2);
INSERT INTO t3 VALUES -U(2, 'b', 2), +U(2, 'b2', 20);
SELECT `level`, record_count FROM t3$files ORDER BY `level`, record_count;
SELECT * FROM t3$audit_log /*+ OPTIONS('incremental-between' = '1,2') */;
SELECT * FROM t3 ORDER BY k;
-- deduplicate and partial-update (retractions)
CREATE TABLE t4 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'write-only' = 'true');
INSERT INTO t4 VALUES (2, 'b', 2);
INSERT INTO t4 VALUES -U(2, 'b', 2), +U(2, 'b2', 20), +I(3, 'c', 3), -D(3, 'c', 3);
SELECT `level`, record_count FROM t4$files ORDER BY `level`, record_count;
SELECT * FROM t4 ORDER BY k;
CREATE TABLE t5 (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'ignore-delete' = 'true', 'write-only' = 'true');
INSERT INTO t5 VALUES (2, 'b', 2);
INSERT INTO t5 VALUES -U(2, 'b', 2), +U(2, CAST(NULL AS STRING), 20);
SELECT `level`, record_count FROM t5$files ORDER BY `level`, record_count;
SELECT * FROM t5 ORDER BY k;
