-- ALTER TABLE MODIFY n INT NOT NULL is refused: a nullable column cannot become NOT NULL (Paimon on Flink refuses it too)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD at the end, not FIRST/AFTER or MODIFY
-- exit: 1
-- stderr: nullability
CREATE TABLE t (k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a', 2);
SELECT * FROM t;
ALTER TABLE t MODIFY n INT NOT NULL;
