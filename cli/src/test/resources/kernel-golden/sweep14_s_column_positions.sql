-- ALTER TABLE ADD ... FIRST | AFTER c (several columns in one statement placed one after another) and MODIFY c TYPE FIRST | AFTER x (a primary-key column too): rows of files written before read in the new column order, an INSERT without a column list takes the new order, $files statistics follow
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD at the end, not FIRST/AFTER or MODIFY
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a', 10);
ALTER TABLE t ADD a INT FIRST;
ALTER TABLE t ADD b STRING AFTER k;
ALTER TABLE t ADD (c INT FIRST, d INT AFTER v);
SELECT * FROM t;
INSERT INTO t VALUES (1, 2, 3, 'b', 'v1', 5, 6);
INSERT INTO t (k, v) VALUES (9, 'z');
SELECT * FROM t;
ALTER TABLE t MODIFY n INT FIRST;
ALTER TABLE t MODIFY k INT AFTER d;
SELECT * FROM t;
SELECT n, k FROM t WHERE k > 1;
SELECT schema_id, fields FROM t$schemas;
SELECT record_count, null_value_counts FROM t$files;
