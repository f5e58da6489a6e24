-- probe ag43: COLLECT (MULTISET) in a streaming GROUP BY over a changelog (a retraction; an unchanged multiset)
CREATE TABLE c (k INT NOT NULL, g INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO c VALUES (1, 1, 'a'), (2, 1, 'b'), (3, 1, 'a'), (4, 2, CAST(NULL AS STRING)), (5, 2, 'c');
INSERT INTO c VALUES -D(3, 1, 'a'), -D(9, 2, 'x');
SET 'execution.runtime-mode' = 'streaming';
SELECT g, COLLECT(s) AS m FROM c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
