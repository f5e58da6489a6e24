-- input filters on deduplicate: ignore-update-before drops only -U (a -D still deletes); ignore-delete drops -U and -D
CREATE TABLE A (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('ignore-update-before' = 'true');
CREATE TABLE B (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('ignore-delete' = 'true');
CREATE TABLE C (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO A VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO A VALUES -U(1, 'a'), -D(2, 'b'), -U(3, 'c'), +U(3, 'c2');
INSERT INTO B VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO B VALUES -U(1, 'a'), -D(2, 'b'), -U(3, 'c'), +U(3, 'c2');
INSERT INTO C VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO C VALUES -U(1, 'a'), -D(2, 'b'), -U(3, 'c'), +U(3, 'c2');
SELECT * FROM A;
SELECT * FROM B;
SELECT * FROM C;
