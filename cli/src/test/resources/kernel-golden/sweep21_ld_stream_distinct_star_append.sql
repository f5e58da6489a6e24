-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming aggregation
-- streaming SELECT DISTINCT * over an append table: duplicates of a row print once
CREATE TABLE A (id INT, name STRING);
INSERT INTO A VALUES (1, 'x'), (2, 'y'), (1, 'x');
INSERT INTO A VALUES (2, 'y'), (3, 'z');
SET 'execution.runtime-mode' = 'streaming';
SELECT DISTINCT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
