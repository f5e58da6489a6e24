-- ALTER TABLE DROP on an append table, then the column added again with the same type: the old files' values of the dropped column stay gone, also after a full compaction
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not DROP column
CREATE TABLE t (k INT, v STRING, n INT) WITH ('bucket' = '-1');
INSERT INTO t VALUES (1, 'a', 10);
INSERT INTO t VALUES (2, 'b', 20);
ALTER TABLE t DROP v;
INSERT INTO t VALUES (3, 30);
SELECT * FROM t;
ALTER TABLE t DROP n;
ALTER TABLE t ADD n INT;
INSERT INTO t VALUES (4, 40);
CALL sys.compact(`table` => 'default.t');
SELECT * FROM t;
SELECT schema_id, fields FROM t$schemas;
