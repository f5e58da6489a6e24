-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD
-- stderr: column type STRING cannot be converted to INT without losing information
-- exit: 1
-- with 'disable-explicit-type-casting' = 'true' STRING to INT is refused (an explicit cast)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('disable-explicit-type-casting' = 'true');
INSERT INTO t VALUES (1, '5');
ALTER TABLE t MODIFY v INT;
DESCRIBE t;
