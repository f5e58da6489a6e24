-- INSERT OVERWRITE on partitioned PK and append tables: a static partition, dynamic partitions (only partitions in the new data), the whole table of an unpartitioned table
CREATE TABLE P (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2');
CREATE TABLE L (dt STRING, v STRING) PARTITIONED BY (dt);
CREATE TABLE U (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO P VALUES ('d1', 1, 'a'), ('d1', 2, 'b'), ('d2', 1, 'c'), ('d3', 1, 'e');
INSERT INTO L VALUES ('d1', 'a'), ('d1', 'b'), ('d2', 'c'), ('d3', 'e');
INSERT INTO U VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE P PARTITION (dt = 'd1') VALUES (3, 'x');
INSERT OVERWRITE P VALUES ('d2', 5, 'y'), ('d4', 6, 'z');
INSERT OVERWRITE L PARTITION (dt = 'd1') VALUES ('x');
INSERT OVERWRITE L VALUES ('d2', 'y'), ('d4', 'z');
INSERT OVERWRITE U VALUES (3, 'c');
INSERT INTO U VALUES (1, 'a2');
INSERT INTO P VALUES ('d1', 3, 'x2'), ('d1', 4, 'w');
SELECT * FROM P;
SELECT * FROM L;
SELECT * FROM U;
