CREATE TABLE b (k INT NOT NULL, g INT, s STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'deduplicate', 'changelog-producer' = 'none', 'bucket' = '1');
INSERT INTO b VALUES (3, 2, 'b2', 8), (5, 1, 'b1', 9);
UPDATE b SET s = 'u9', g = 1 WHERE k = 5;
INSERT INTO b VALUES (5, 1, 'b7', 9);
INSERT INTO b VALUES (6, 1, 'b8', 9);
SET 'execution.runtime-mode' = 'streaming';
SELECT g, COUNT(*) AS c FROM b /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE g <> 2 GROUP BY g;
SELECT k, g FROM b /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE g <> 2 ;
