CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD c INT;
INSERT INTO t VALUES (2, 'b', 20);
ALTER TABLE t SET ('scan.snapshot-id' = '1');
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '2') */;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '1') */;
SELECT k, c FROM t /*+ OPTIONS('scan.snapshot-id' = '2') */;
