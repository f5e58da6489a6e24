-- ALTER TABLE ADD a INT AFTER zz is refused: the column named by AFTER does not exist (Paimon on Flink refuses it too)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD at the end, not FIRST/AFTER or MODIFY
-- exit: 1
-- stderr: Referenced column `zz` by 'AFTER' does not exist in the table.
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t;
ALTER TABLE t ADD a INT AFTER zz;
