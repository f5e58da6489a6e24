-- sweep 38 lc: an aggregation table whose only non-associative column is a DECIMAL(10, 2) product (each step rounds): CALL sys.compact stores one row per key, as Paimon 1.4.2 (probe flink-oracle/probes/pu37/pu37_agg_whole_history); then a lookup-producer table's commit compactions reaching the bottom
-- not checked against Paimon: reads $files and uses a named-argument CALL (flink-oracle checks it on Flink)
CREATE TABLE p (k INT, p DECIMAL(10, 2), s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.p.aggregate-function' = 'product', 'fields.s.aggregate-function' = 'sum');
INSERT INTO p VALUES (1, 1.50, 1), (2, 2.25, 1);
INSERT INTO p VALUES (1, 1.33, 1);
INSERT INTO p VALUES (1, 0.77, 1), (2, 1.11, 1);
SELECT `level`, record_count FROM `p$files` ORDER BY `level`, record_count;
CALL sys.compact(`table` => 'default.p');
SELECT `level`, record_count FROM `p$files` ORDER BY `level`, record_count;
SELECT * FROM p;
INSERT INTO p VALUES (1, 3.03, 1);
SELECT * FROM p;
CREATE TABLE q (k INT, p DECIMAL(10, 2), s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'changelog-producer' = 'lookup', 'fields.p.aggregate-function' = 'product', 'fields.s.aggregate-function' = 'sum');
INSERT INTO q VALUES (1, 1.50, 1), (2, 2.25, 1);
INSERT INTO q VALUES (1, 1.33, 1);
INSERT INTO q VALUES (1, 0.77, 1), (2, 1.11, 1);
SELECT `level`, record_count FROM `q$files` ORDER BY `level`, record_count;
SELECT snapshot_id, commit_kind, total_record_count FROM `q$snapshots`;
SELECT * FROM q;
INSERT INTO q VALUES (1, 3.03, 1);
SELECT * FROM q;
