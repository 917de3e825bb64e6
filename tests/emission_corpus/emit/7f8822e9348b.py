


def forward(self, x0, x1, x2, x3):
    b0 = self.b0;  b0 = None
    return None
    