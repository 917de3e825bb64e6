


def forward(self, x0):
    b0 = self.b0;  b0 = None
    return x0
    