-- ALTER TABLE MODIFY v BIGINT between streaming reads: a streaming read from the start reads the changelog files of the INT schema through the cast, then the new rows
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO t VALUES (1, 10), (2, 20);
INSERT INTO t VALUES (1, 11);
ALTER TABLE t MODIFY v BIGINT;
INSERT INTO t VALUES (2, 3000000000);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
