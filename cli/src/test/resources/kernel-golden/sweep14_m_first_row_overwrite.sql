-- first-row on a partitioned fixed-bucket table: INSERT OVERWRITE of a partition replaces its first rows, later rows of an overwritten key are dropped again, a key only in the old data can be written anew; batch rows
CREATE TABLE F (dt STRING, k INT, v STRING, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('merge-engine' = 'first-row', 'bucket' = '2');
INSERT INTO F VALUES ('d1', 1, 'a'), ('d1', 2, 'b'), ('d2', 1, 'c');
INSERT INTO F VALUES ('d1', 1, 'a2');
INSERT OVERWRITE F PARTITION (dt = 'd1') VALUES (1, 'o1');
SELECT * FROM F;
INSERT INTO F VALUES ('d1', 1, 'x'), ('d1', 2, 'b2'), ('d2', 1, 'c2');
SELECT * FROM F;
