-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming join
-- a streaming join with USING, then a GROUP BY count over the joined changelog
CREATE TABLE a (k INT, g STRING, PRIMARY KEY (k) NOT ENFORCED);
CREATE TABLE b (k INT, w INT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO a VALUES (1, 'x'), (2, 'x'), (3, 'y'), (4, 'z');
INSERT INTO b VALUES (1, 10), (2, 20), (3, 30), (5, 50);
SET 'execution.runtime-mode' = 'streaming';
SELECT g, COUNT(*) AS n FROM a JOIN b USING (k) GROUP BY g;
