-- ALTER TABLE RENAME of a value column: files written before it read under the new name (time travel too, in the current schema), the field id stays, $schemas shows both versions; a change of case only is a rename
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not RENAME
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a', 10), (2, 'b', 20);
ALTER TABLE t RENAME v TO w;
INSERT INTO t VALUES (3, 'c', 30), (1, 'a2', 11);
SELECT * FROM t;
SELECT w, k FROM t WHERE w > 'a';
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT k, w FROM t /*+ OPTIONS('scan.snapshot-id' = '1') */ WHERE n > 10;
ALTER TABLE t RENAME n TO N;
ALTER TABLE t ADD v INT;
SELECT * FROM t;
SELECT schema_id, fields, primary_keys FROM t$schemas;
