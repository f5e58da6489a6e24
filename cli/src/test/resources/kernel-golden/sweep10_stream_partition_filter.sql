-- streaming reads with a WHERE on partition columns (NULL partition included) of an append table and of a primary-key table with the input producer (a latest-full read of a key last written as +U is left out: CLI.md prints the initial snapshot as +I, Paimon's source keeps +U)
CREATE TABLE A (p STRING, k INT, v STRING) PARTITIONED BY (p) WITH ('partition.default-name' = 'none');
CREATE TABLE K (p INT, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO A VALUES ('x', 1, 'a'), (CAST(NULL AS STRING), 2, 'b'), ('y', 3, 'c');
INSERT INTO A VALUES (CAST(NULL AS STRING), 4, 'd'), ('x', 5, 'e');
INSERT INTO K VALUES (1, 1, 'a'), (2, 1, 'b');
INSERT INTO K VALUES -U(1, 1, 'a'), +U(1, 1, 'a2'), -D(2, 1, 'b'), (3, 1, 'c');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE p IS NULL;
SELECT * FROM A /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE p = 'x' OR p IS NULL;
SELECT * FROM K /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE p < 3;
