-- cross-partition update with deduplicate and the input producer: UPDATE and DELETE statements and a move to another partition; batch rows per partition and the streaming changelog of the moved key
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter writes dynamic-bucket tables without the global key index of Flink's sink
-- ordered
CREATE TABLE D (k INT, p STRING, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('changelog-producer' = 'input');
INSERT INTO D VALUES (1, 'x', 'a'), (2, 'x', 'b'), (3, 'y', 'c');
UPDATE D SET v = 'bb' WHERE k = 2;
INSERT INTO D VALUES (1, 'y', 'a2');
DELETE FROM D WHERE v = 'c';
SELECT * FROM D ORDER BY k;
SELECT * FROM D WHERE p = 'x';
SELECT * FROM D WHERE p = 'y';
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM D /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE k = 1;
