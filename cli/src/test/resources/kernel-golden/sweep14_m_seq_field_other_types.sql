-- sequence.field of DATE, DECIMAL and STRING columns (besides the integer and timestamp types SEMANTICS §4 lists): Paimon 1.4.2 accepts them and orders by the column; a late row loses, a later one wins
CREATE TABLE S1 (k INT, v STRING, d DATE, PRIMARY KEY (k) NOT ENFORCED) WITH ('sequence.field' = 'd', 'bucket' = '1');
INSERT INTO S1 VALUES (1, 'a', DATE '2024-01-02'), (2, 'b', DATE '2024-01-02');
INSERT INTO S1 VALUES (1, 'late', DATE '2024-01-01'), (2, 'new', DATE '2024-01-03');
SELECT * FROM S1;
CREATE TABLE S2 (k INT, v STRING, d DECIMAL(10, 2), PRIMARY KEY (k) NOT ENFORCED) WITH ('sequence.field' = 'd', 'bucket' = '1');
INSERT INTO S2 VALUES (1, 'a', 2.50), (2, 'b', 2.50);
INSERT INTO S2 VALUES (1, 'late', 2.49), (2, 'new', 10.00);
SELECT * FROM S2;
CREATE TABLE S3 (k INT, v STRING, d STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('sequence.field' = 'd', 'bucket' = '1');
INSERT INTO S3 VALUES (1, 'a', 'b'), (2, 'b', 'b');
INSERT INTO S3 VALUES (1, 'late', 'a'), (2, 'new', 'c');
SELECT * FROM S3;
