-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no joins
-- INSERT INTO ... SELECT from a join assembles a wide row (batch), then a partial-update of the same key
CREATE TABLE a (id INT, name STRING, PRIMARY KEY (id) NOT ENFORCED);
CREATE TABLE b (id INT, score INT, PRIMARY KEY (id) NOT ENFORCED);
CREATE TABLE w (id INT, name STRING, score INT, PRIMARY KEY (id) NOT ENFORCED) WITH ('merge-engine' = 'partial-update');
INSERT INTO a VALUES (1, 'x'), (2, 'y');
INSERT INTO b VALUES (1, 10), (3, 30);
INSERT INTO w SELECT a.id, a.name, b.score FROM a LEFT JOIN b ON a.id = b.id;
INSERT INTO w SELECT id, CAST(NULL AS STRING), score FROM b;
SELECT * FROM w;
