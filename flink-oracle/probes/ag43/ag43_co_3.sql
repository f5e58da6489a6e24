-- probe ag43: COLLECT: a global aggregate over no row, a retraction below zero then an add (count 0 kept?), an unchanged multiset, DISTINCT, INT elements
CREATE TABLE c (k INT NOT NULL, g INT, s STRING, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO c VALUES (1, 1, 'a', 1), (2, 1, 'b', 2), (3, 2, CAST(NULL AS STRING), CAST(NULL AS INT));
SELECT 'b1', COLLECT(s) AS m FROM c WHERE k > 10;
SELECT 'b2', g, COLLECT(v) AS m, COLLECT(DISTINCT s) AS ds FROM c GROUP BY g;
INSERT INTO c VALUES -D(9, 1, 'x', 9);
INSERT INTO c VALUES (4, 1, 'x', 9);
INSERT INTO c VALUES (5, 2, CAST(NULL AS STRING), CAST(NULL AS INT));
INSERT INTO c VALUES (6, 1, 'a', 1);
SET 'execution.runtime-mode' = 'streaming';
SELECT 's1', g, COUNT(*) AS n, COLLECT(s) AS m FROM c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT 's2', g, COLLECT(s) AS m FROM c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
