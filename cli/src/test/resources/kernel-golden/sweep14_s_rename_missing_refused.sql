-- ALTER TABLE RENAME zz TO y is refused (Paimon on Flink refuses it too)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not RENAME
-- exit: 1
-- stderr: does not exist
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a', 2);
SELECT * FROM t;
ALTER TABLE t RENAME zz TO y;
