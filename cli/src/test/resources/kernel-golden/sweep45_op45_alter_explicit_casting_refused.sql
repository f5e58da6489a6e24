-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD
-- stderr: column type BIGINT cannot be converted to INT without losing information
-- exit: 1
-- with 'disable-explicit-type-casting' = 'true' a narrowing column type change is refused (Paimon: Column type v[BIGINT] cannot be converted to INT without loosing information.)
CREATE TABLE t (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('disable-explicit-type-casting' = 'true');
INSERT INTO t VALUES (1, 5);
ALTER TABLE t MODIFY v INT;
DESCRIBE t;
