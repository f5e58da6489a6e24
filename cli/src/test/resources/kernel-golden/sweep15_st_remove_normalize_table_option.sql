-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run scan.remove-normalize
-- scan.remove-normalize set as a table option; it changes nothing on an input-producer table
-- ordered
CREATE TABLE n (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'scan.remove-normalize' = 'true');
CREATE TABLE i (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'scan.remove-normalize' = 'true');
INSERT INTO n VALUES (1, 'a');
INSERT INTO n VALUES (1, 'b'), (2, 'c');
INSERT INTO i VALUES (1, 'a');
INSERT INTO i VALUES (1, 'b'), (2, 'c');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM n /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM i /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM n /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1', 'scan.remove-normalize' = 'false') */;
