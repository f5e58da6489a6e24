-- ALTER TABLE MODIFY s BIGINT of the sequence.field column: the old row's sequence (5) still beats a newer row's (3)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, s INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'sequence.field' = 's');
INSERT INTO t VALUES (1, 5, 'a');
ALTER TABLE t MODIFY s BIGINT;
INSERT INTO t VALUES (1, 3, 'b');
SELECT * FROM t;
