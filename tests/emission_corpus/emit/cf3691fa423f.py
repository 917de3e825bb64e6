


def forward(self, x0, x1, x2, x3):
    lin = self.lin([]);  lin = None
    w1 = self.w1;  w1 = None
    return ()
    